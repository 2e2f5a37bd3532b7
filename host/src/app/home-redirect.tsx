import { selectIsStaff, useAppSelector } from '@solar/shared';
import { Navigate } from 'react-router';

/** `/`: staff go to the dashboard, everyone else to the customer portal. */
export function HomeRedirect() {
  const isStaff = useAppSelector(selectIsStaff);
  return <Navigate to={isStaff ? '/dashboard' : '/customer'} replace />;
}
