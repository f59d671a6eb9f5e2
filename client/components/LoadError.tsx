/** What a streamed region shows when its upstream failed: the page around it still works. */
export function LoadError({ what, correlationId }: { what: string; correlationId?: string }) {
  return (
    <p className="load-error" role="alert">
      {`We couldn’t load ${what} right now. Please try again in a moment.`}
      {correlationId ? <span className="load-error__ref"> Reference: {correlationId}</span> : null}
    </p>
  );
}
