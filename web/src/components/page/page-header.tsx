/** The header of a route page, titled like its head (PAGE_META) so the h1 and the document title agree. */
import type { RouteKey } from '@costa/domain';
import type { ReactNode } from 'react';
import { PageHero } from './page-hero';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  page: RouteKey;
  intro: ReactNode;
  eyebrow?: ReactNode;
}

export function PageHeader({ page, intro, eyebrow }: PageHeaderProps) {
  const title = usePageTitle(page);
  return <PageHero title={title} intro={intro} eyebrow={eyebrow} />;
}
