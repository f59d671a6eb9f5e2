import { jsonLdText } from '../../../shared/seo/json-ld';
import { useSeoInfo } from './SeoContext';

/**
 * A `<script type="application/ld+json">`. Its text is escaped safe JSON, so
 * content cannot close the element, and it is the same string on server and
 * client, so hydration sees no difference. Data scripts are not executed, but
 * carry the nonce so a strict CSP audit finds no unnonced script.
 */
export function JsonLd({ data }: { data: unknown }) {
  const seo = useSeoInfo();
  return <script type="application/ld+json" nonce={seo?.nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
