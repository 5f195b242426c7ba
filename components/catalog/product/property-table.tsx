import { useTranslations } from 'next-intl';
import type { PropertyValue } from '@/api/contract/catalog';
import { toPersianDigits } from '@/lib/persian';
import styles from './product-page.module.css';

/** A product's technical properties as a two-column table (name, Persian value). */
export function PropertyTable({ properties, caption }: { properties: PropertyValue[]; caption: string }) {
  const t = useTranslations('productPage');
  if (properties.length === 0) return null;
  return (
    <table aria-label={caption} className={styles.properties}>
      <tbody>
        {properties.map((p) => (
          <tr key={p.propertyId}>
            <th scope="row">{p.name}</th>
            <td>{p.dataType === 'boolean' ? (p.boolValue ? t('yes') : t('no')) : toPersianDigits(p.display)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
