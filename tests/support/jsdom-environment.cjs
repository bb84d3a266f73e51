// jsdom lacks Node globals that the Firebase SDKs use.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      fetch,
      Request,
      Response,
      Headers,
      structuredClone,
      ReadableStream,
    });
  }
};
