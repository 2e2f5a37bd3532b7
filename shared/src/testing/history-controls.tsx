import { useNavigate } from 'react-router';
import { LocationProbe } from './location-probe';

/**
 * Where the router is (`LocationProbe`), and buttons "History back" / "History forward" standing
 * in for the browser's, so a test can check what a list shows after Back and Forward.
 */
export function HistoryControls() {
  const navigate = useNavigate();
  return (
    <>
      <LocationProbe />
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        History forward
      </button>
    </>
  );
}
