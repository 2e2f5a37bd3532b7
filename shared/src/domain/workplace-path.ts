import { workplaceRoutes, type WorkplacePattern } from './workplace-routes';

type Segments<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : Pattern;
type RequiredParam<Segment> = Segment extends `:${string}?`
  ? never
  : Segment extends `:${infer Name}`
    ? Name
    : never;
type OptionalParam<Segment> = Segment extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters a catalogue pattern takes: `crm/power-bill/:dealId/:action?` → dealId, action?. */
type WorkplacePathParams<Pattern extends string> = {
  [Name in RequiredParam<Segments<Pattern>>]: ParamValue;
} & { [Name in OptionalParam<Segments<Pattern>>]?: ParamValue };

type ParamsArgument<Pattern extends WorkplacePattern> = [RequiredParam<Segments<Pattern>>] extends [
  never,
]
  ? [params?: WorkplacePathParams<Pattern>]
  : [params: WorkplacePathParams<Pattern>];

/**
 * The address of a workplace page, built from its pattern in the route catalogue, so a link names
 * the page it leads to and a renamed path changes in one place:
 * `workplacePath('crm/deal-details/:dealId', { dealId: 5 })` → `/workplace/crm/deal-details/5`.
 */
export function workplacePath<Pattern extends WorkplacePattern>(
  pattern: Pattern,
  ...[params]: ParamsArgument<Pattern>
): string {
  if (!workplaceRoutes.some((route) => route.pattern === pattern))
    throw new Error(`No workplace route ${pattern}`);
  const values: Readonly<Record<string, ParamValue | undefined>> = params ?? {};
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === undefined) {
      if (optional) return [];
      throw new Error(`The workplace route ${pattern} needs ${name}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return `/workplace/${segments.join('/')}`;
}
