import type { ReactNode } from 'react';
import Link from 'next/link';
import { PlainIcon, type PlainIconName } from './plain-icon';
import styles from './link-button.module.css';

/**
 * A link drawn as a button (link-button.module.css), for the actions of server-rendered public
 * pages; `icon` goes before the text, `endIcon` after it. Still a Next link: navigation stays soft.
 */
export function LinkButton({
  href,
  variant = 'text',
  icon,
  endIcon,
  className,
  children,
}: {
  href: string;
  variant?: 'contained' | 'outlined' | 'text';
  icon?: PlainIconName;
  endIcon?: PlainIconName;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={`${styles.button} ${styles[variant]} ${className ?? ''}`}>
      {icon ? <PlainIcon name={icon} /> : null}
      {children}
      {endIcon ? <PlainIcon name={endIcon} /> : null}
    </Link>
  );
}
