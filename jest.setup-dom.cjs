// DOM test setup shared by the browser packages: jest-dom matchers and the globals jsdom lacks
// that react-router 7 and Chakra UI need.
require('@testing-library/jest-dom');
// Pages render as transitions, in slices with a yield between each, and lazy routes import (and
// transform) their whole page on a first visit: under jsdom's development React on a busy machine
// a page can take over a second to appear, which is slowness, not failure (Testing Library's
// `findBy…`/`waitFor` give up after 1 s by default).
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone)
  globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
if (!window.matchMedia) {
  // Width queries answer for jsdom's window (1024 px wide unless a test changes it), so that the
  // shell lays itself out as on a laptop; every other query is false.
  const widthMatches = (query) => {
    const width = /\((min|max)-width:\s*([\d.]+)(rem|px)\)/.exec(query);
    if (!width) return false;
    const pixels = Number(width[2]) * (width[3] === 'rem' ? 16 : 1);
    return width[1] === 'min' ? window.innerWidth >= pixels : window.innerWidth <= pixels;
  };
  window.matchMedia = (query) => ({
    matches: widthMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
// jsdom has no PointerEvent; Chakra's checkbox and switch create one on blur.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventPolyfill;
}
