import type { Footer as FooterBlock } from '../../shared/content/schemas/blocks/navigation';
import { NewsletterForm } from '../content';
import { useT } from '../state/i18n';

export function Footer({ footer }: { footer: FooterBlock | null }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <NewsletterForm title={footer?.newsletter?.title} text={footer?.newsletter?.text} />
      {footer ? (
        <>
          <div className="site-footer__columns">
            {footer.columns.map((column) => (
              <nav key={column.id} className="site-footer__column" aria-label={column.title}>
                <h2 className="site-footer__title">{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.url}><a href={link.url}>{link.text}</a></li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <ul className="site-footer__social" aria-label={t('footer.socialMedia')}>
            {footer.social.map((link) => (
              <li key={link.url}><a href={link.url} rel="noopener noreferrer">{link.text}</a></li>
            ))}
          </ul>
          <p className="site-footer__legal">{footer.legal}</p>
        </>
      ) : (
        <p className="site-footer__legal">{t('footer.copyright')}</p>
      )}
    </footer>
  );
}
