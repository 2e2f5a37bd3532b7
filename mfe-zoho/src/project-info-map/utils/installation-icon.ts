import type { ProjectMaterialStatus } from '@solar/shared';
import { divIcon, type DivIcon } from 'leaflet';
import { materialStatusLook } from './material-status-look';

const size = 26;

/**
 * A marker drawn as its status's shape and mark, so colour is not the only signal. A drawn icon,
 * not Leaflet's default PNG: nothing to resolve through the bundler. The chosen one is larger and
 * ringed.
 */
export function installationIcon(status: ProjectMaterialStatus, selected: boolean): DivIcon {
  const look = materialStatusLook[status];
  const side = selected ? size + 8 : size;
  const half = side / 2;
  const stroke = selected ? '#1a202c' : '#ffffff';
  const strokeWidth = selected ? 3 : 2;
  const shape =
    look.shape === 'circle'
      ? `<circle cx="${half}" cy="${half}" r="${half - 2}" />`
      : look.shape === 'square'
        ? `<rect x="3" y="3" width="${side - 6}" height="${side - 6}" rx="2" />`
        : `<polygon points="${half},1 ${side - 1},${half} ${half},${side - 1} 1,${half}" />`;
  return divIcon({
    className: 'installation-marker',
    html:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" aria-hidden="true">` +
      `<g fill="${look.color}" stroke="${stroke}" stroke-width="${strokeWidth}">${shape}</g>` +
      `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${selected ? 15 : 13}" font-weight="700" fill="#ffffff">${look.mark}</text>` +
      '</svg>',
    iconSize: [side, side],
    iconAnchor: [half, half],
  });
}
