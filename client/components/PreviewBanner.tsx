/** Shown only to an editor in preview mode (spec §2): what they see is not published. */
export function PreviewBanner({ date, path }: { date: string | null; path: string }) {
  const when = date ? `${date.slice(0, 10)} ${date.slice(11, 16)} UTC` : 'now';
  return (
    <div className="preview-banner" role="status">
      <strong>Preview</strong>
      <span>{`Unpublished content as of ${when}. Caches are bypassed.`}</span>
      <form method="post" action={`/preview/logout?redirect=${encodeURIComponent(path)}`}>
        <button type="submit">Exit preview</button>
      </form>
    </div>
  );
}
