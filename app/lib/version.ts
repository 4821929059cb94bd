/**
 * The version this build is (semantic versioning; CHANGELOG.md says what each one changed). Kept equal to
 * package.json's `version` by app/lib/version.test.ts, so a release changes both.
 */
export const VERSION = '1.0.0'
