// The browser side: no catalogue here, so the client bundle carries only the one its page brings.
export * from './format-message';
export * from './translator';
export * from './dates';
export * from './error-message';
