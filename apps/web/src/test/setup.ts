import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a page shows after a request or a re-render may take seconds on a busy machine; waiting longer
// only delays a failure, it never lets a wrong page pass.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
