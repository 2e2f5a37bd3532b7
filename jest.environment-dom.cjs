// The browser packages' test environment: jsdom with Node's fetch API. RTK Query builds a
// `Request` and aborts it with an `AbortSignal`, which jsdom lacks (fetch) or implements separately
// (AbortController); tests stub `fetch` itself (`installFakeApi` of @solar/shared/testing).
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class FetchJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
    });
  }
};
