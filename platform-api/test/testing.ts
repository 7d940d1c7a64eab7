// The harness other packages' integration tests start the platform with, imported as
// `@eventalp/platform-api/testing` (the only part of the host a plugin may import, and only in tests).
export {
  createTestPlatform,
  waitForSentMail,
  usingRealServers,
  type TestPlatform,
  type TestPlatformOptions,
} from './test-platform';
export { OUTBOX_TABLE } from '../src/mail/outbox';
export { runCommand } from '../src/cli-commands';
export { hostileJson, hostileText, rawUrlFragments, urlEncoded } from './hostile-values';
