import { Breadcrumb } from '@chakra-ui/react';
import { usePageTitleOf } from '@solar/shared';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbsOf } from '../../app/route-meta';

/** Dashboard › group › page, from the matched catalogue route (or the title the page gave itself). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsOf(pathname, usePageTitleOf(pathname));
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      {/* On a phone only the page's own title fits: the trail above it stays in the menu. */}
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}:${crumb.title}`}>
              <Breadcrumb.Item
                whiteSpace="nowrap"
                minW={last ? '0' : undefined}
                hideBelow={last ? undefined : 'md'}
              >
                {last ? (
                  <Breadcrumb.CurrentLink truncate title={crumb.title}>
                    {crumb.title}
                  </Breadcrumb.CurrentLink>
                ) : crumb.href ? (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.href}>{crumb.title}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <span>{crumb.title}</span>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator hideBelow="md" />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
