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
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${index}:${crumb.title}`}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{crumb.title}</Breadcrumb.CurrentLink>
                ) : crumb.href ? (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.href}>{crumb.title}</Link>
                  </Breadcrumb.Link>
                ) : (
                  <span>{crumb.title}</span>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
