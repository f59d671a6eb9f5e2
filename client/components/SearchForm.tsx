export function SearchForm({ locale, query = '' }: { locale: string; query?: string }) {
  return (
    <form className="search-form" role="search" action={`/${locale}/search`} method="get">
      <label className="visually-hidden" htmlFor="site-search">Search products</label>
      <input id="site-search" className="search-form__input" type="search" name="q" defaultValue={query} placeholder="Search" maxLength={200} autoComplete="off" />
      <button className="search-form__submit" type="submit">Search</button>
    </form>
  );
}
