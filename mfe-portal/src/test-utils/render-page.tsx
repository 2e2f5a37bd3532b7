import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a page as the host would: inside Chakra and a router at the given location. */
export function renderPage(ui: ReactElement, location = '/customer'): RenderResult {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[location]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}
