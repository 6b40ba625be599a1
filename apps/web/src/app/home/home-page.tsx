import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Head } from '../head';
import { homeBlocks } from './home-blocks';

const HOME_DESCRIPTION = msg`Understand Indian income tax: compare the old and new regimes, calculate advance tax, HRA and capital gains, and explore key Income Tax Act sections.`;

export default function HomePage() {
  const { i18n } = useLingui();
  return (
    <>
      <Head
        title={i18n._(msg`Complete Income Tax Guide for the Taxpayer`)}
        description={i18n._(HOME_DESCRIPTION)}
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
