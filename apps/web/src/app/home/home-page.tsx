import { Head } from '../head';
import { homeBlocks } from './home-blocks';

const HOME_DESCRIPTION =
  'Understand Indian income tax: compare the old and new regimes, calculate advance tax, HRA and capital gains, and explore key Income Tax Act sections.';

export default function HomePage() {
  return (
    <>
      <Head
        title="Complete Income Tax Guide for the Taxpayer"
        description={HOME_DESCRIPTION}
        path="/"
        keywords={[
          'income tax India',
          'income tax calculator',
          'old vs new tax regime',
          'Income Tax Act sections',
          'advance tax',
          'HRA exemption',
          'capital gains tax',
          'tax saving deductions',
        ]}
      />
      {homeBlocks.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
