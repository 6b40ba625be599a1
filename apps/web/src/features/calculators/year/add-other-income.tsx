import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { readInputs } from '../inputs';
import { quickToYear } from './quick-to-year';
import { yearUrl } from './url-state';

/**
 * Opens the whole year with the quick calculator's figures. They are read from the address,
 * where the quick calculator writes the figures of the result on show.
 */
export function AddOtherIncome() {
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      variant="secondary"
      className="no-print mt-4 w-full sm:w-auto"
      onClick={() =>
        void navigate(
          yearUrl(quickToYear(readInputs(new URLSearchParams(window.location.search), 'tax'))),
        )
      }
    >
      Add other income
    </Button>
  );
}
