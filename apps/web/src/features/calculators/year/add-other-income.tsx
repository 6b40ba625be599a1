import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { readInputs } from '../inputs';
import { quickToYear } from './quick-to-year';

/**
 * Opens the whole year with the quick calculator's figures. They are read from the address,
 * where the quick calculator writes the figures of the result on show. The link's compressor
 * is fetched on the click, to keep it out of the page's first load.
 */
export function AddOtherIncome() {
  const [, navigate] = useLocation();
  const open = async () => {
    const { yearUrl } = await import('./url-state');
    const quick = readInputs(new URLSearchParams(window.location.search), 'tax');
    navigate(yearUrl(quickToYear(quick)));
  };
  return (
    <Button
      type="button"
      variant="secondary"
      className="no-print mt-4 w-full sm:w-auto"
      onClick={() => void open()}
    >
      <Trans>Add other income</Trans>
    </Button>
  );
}
