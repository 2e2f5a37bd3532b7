import { Box } from '@chakra-ui/react';
import {
  loadEnvironment,
  selectEnvironmentName,
  testEnvironmentBanner,
  testEnvironmentName,
  useAppDispatch,
  useAppSelector,
} from '@solar/shared';
import { useEffect } from 'react';

/** 'Testing Environment' across the top when the server says it runs in the test environment. */
export function EnvironmentBanner() {
  const dispatch = useAppDispatch();
  const environment = useAppSelector(selectEnvironmentName);
  // Asked once per page load (the thunk skips once asked), whichever page opens first.
  useEffect(() => {
    void dispatch(loadEnvironment());
  }, [dispatch]);
  if (environment !== testEnvironmentName) return null;
  return (
    <Box
      role="status"
      bg="orange.700"
      color="white"
      textAlign="center"
      fontWeight="semibold"
      fontSize="sm"
      py="1"
    >
      {testEnvironmentBanner}
    </Box>
  );
}
