/**
 * A CMS failure (other than not-found) raises the error page carrying
 * the upstream status, its message and the path that needed the content.
 */
export class ContentError extends Error {
  readonly status: number;
  readonly path: string;

  constructor(failure: { status: number; errorId: string; message: string }, path: string) {
    super(failure.message);
    this.name = 'ContentError';
    this.status = failure.status >= 400 && failure.status < 600 ? failure.status : 502;
    this.path = path;
  }
}
