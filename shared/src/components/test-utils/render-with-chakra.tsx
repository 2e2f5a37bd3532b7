import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

function ChakraWrapper({ children }: { children: ReactNode }) {
  return <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;
}

/**
 * Renders inside Chakra's default system. The themed system belongs to `shared/src/theme/`; the
 * components must work with any system, so their tests do not depend on it.
 */
export function renderWithChakra(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: ChakraWrapper });
}
