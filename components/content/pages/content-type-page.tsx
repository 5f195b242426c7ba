import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getContentTypeBreadcrumb, getContentTypeTree, getPagesByContentType } from '@/api/cached';
import type { ContentTypeNode } from '@/api/contract/content';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { orNotFound, pathOf, requireId } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { contentTypeHref } from '@/lib/routes';
import { ArticleList } from '../article-list';
import styles from '../content.module.css';

const PAGE_SIZE = 12;

const find = (nodes: ContentTypeNode[], id: number): ContentTypeNode | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = find(n.children, id);
    if (inner) return inner;
  }
  return undefined;
};

export async function contentTypeMetadata(rawId: string, page: number): Promise<Metadata> {
  const path = pathOf('contents', rawId);
  const trail = await orNotFound(getContentTypeBreadcrumb(requireId(rawId, path)), path);
  const t = await getTranslations('content.list');
  const type = trail.at(-1)!;
  return pageMetadata({ title: type.name, description: t('typeDescription', { name: type.name }), path: contentTypeHref(type), noindex: page > 1 });
}

/** `/contents/{contentTypeId}`: the articles of a content type and the types beneath it. */
export async function ContentTypePage({ rawId, page }: { rawId: string; page: number }) {
  const path = pathOf('contents', rawId);
  const id = requireId(rawId, path);
  const [trail, tree, list] = await Promise.all([
    orNotFound(getContentTypeBreadcrumb(id), path),
    getContentTypeTree(),
    orNotFound(getPagesByContentType(id, { pageNumber: page, pageSize: PAGE_SIZE }), path),
  ]);
  const type = trail.at(-1)!;
  const children = find(tree, id)?.children ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={trail.map((t) => ({ name: t.name, href: contentTypeHref(t) }))} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {type.name}
      </Typography>
      {children.length > 0 ? (
        <ul className={styles.types}>
          {children.map((c) => (
            <li key={c.id}>
              <a className={styles.label} href={contentTypeHref(c)}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ArticleList list={list} label={type.name} path={contentTypeHref(type)} />
    </Container>
  );
}
