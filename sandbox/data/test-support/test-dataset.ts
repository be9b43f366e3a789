// The small dataset the sandbox's tests share: one size and one cache directory for every
// test file, so only the first file to run builds it (the others read the cached file).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_LISTINGS = 3000;
export const TEST_CACHE_DIR = join(tmpdir(), 'vindesk-sandbox-test-cache');
