import { cwec2016Stations, type WeatherStation } from '../cwec-2016-stations';
import { greatCircleKm, nearestStation } from '../nearest-station';
import { monthlyBeamRatio, planeOfArrayWhPerM2Day } from '../plane-of-array';
import { productionDaysInMonth } from '../production-constants';
import { monthlyProductionFromYield, monthlySpecificYield } from '../specific-yield';

const charlottetown = cwec2016Stations.find((station) => station.wmo === '717060')!;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const yearly = (tilt: number, azimuth: number, station: WeatherStation = charlottetown) =>
  sum(
    monthlySpecificYield({
      station,
      tiltDegrees: tilt,
      azimuthDegrees: azimuth,
      shadingPercent: 0,
    }),
  );

describe('the CWEC 2016 stations', () => {
  it('hold twelve months of each series, diffuse never above global, inside Canada', () => {
    expect(cwec2016Stations.length).toBeGreaterThanOrEqual(29);
    for (const station of cwec2016Stations) {
      for (const series of [
        station.globalWhPerM2Day,
        station.diffuseWhPerM2Day,
        station.temperatureC,
      ]) {
        expect(series).toHaveLength(12);
      }
      station.globalWhPerM2Day.forEach((global, month) => {
        expect(station.diffuseWhPerM2Day[month]).toBeLessThanOrEqual(global);
      });
      expect(station.latitude).toBeGreaterThan(41.6);
      expect(station.latitude).toBeLessThan(83.2);
      expect(station.longitude).toBeLessThan(-52.6);
      expect(station.longitude).toBeGreaterThan(-141.1);
    }
  });

  it('cover every province and territory, each station once', () => {
    const provinces = new Set(cwec2016Stations.map((station) => station.province));
    expect([...provinces].sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    const numbers = cwec2016Stations.map((station) => station.wmo);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('place the new stations where their reports say: Toronto Pearson at 43° 40.62′ N, 79° 37.86′ W', () => {
    const toronto = cwec2016Stations.find((station) => station.wmo === '716240')!;
    expect(toronto.name).toBe('Toronto Pearson Intl AP');
    expect(toronto.latitude).toBe(43.677);
    expect(toronto.longitude).toBe(-79.631);
  });
});

describe('nearestStation', () => {
  it('measures great circles: one degree of latitude is about 111.2 km', () => {
    expect(greatCircleKm(46, -63, 47, -63)).toBeCloseTo(111.19, 1);
    expect(greatCircleKm(46, -63, 46, -63)).toBe(0);
  });

  it('picks Charlottetown for Summerside and Halifax for Dartmouth', () => {
    expect(nearestStation(46.39, -63.79, cwec2016Stations)?.station.name).toBe('Charlottetown AP');
    expect(nearestStation(44.67, -63.57, cwec2016Stations)?.station.name).toBe('Halifax Dockyard');
    expect(nearestStation(47.56, -52.71, cwec2016Stations)?.station.wmo).toBe('718010');
  });

  it.each([
    ['QC', 'Laval', 45.57, -73.69, 'Montreal-Trudeau Intl AP'],
    ['QC', 'Lévis', 46.8, -71.18, 'Quebec-Lesage Intl AP'],
    ['ON', 'Hamilton', 43.26, -79.87, 'Toronto Pearson Intl AP'],
    ['ON', 'Kanata', 45.31, -75.91, 'Ottawa-Macdonald-Cartier Intl AP'],
    ['MB', 'Brandon', 49.85, -99.95, 'Winnipeg-Richardson Intl AP'],
    ['SK', 'Moose Jaw', 50.39, -105.53, 'Regina Intl AP'],
    ['SK', 'Prince Albert', 53.2, -105.75, 'Saskatoon Intl AP'],
    ['AB', 'St. Albert', 53.63, -113.63, 'Edmonton Intl AP'],
    ['AB', 'Lethbridge', 49.69, -112.84, 'Calgary Intl AP'],
    ['BC', 'Surrey', 49.19, -122.85, 'Vancouver Intl AP'],
    ['BC', 'Saanich', 48.48, -123.38, 'Victoria Intl AP'],
    ['YT', 'Dawson City', 64.06, -139.43, 'Whitehorse Intl AP'],
    ['NT', 'Hay River', 60.82, -115.8, 'Yellowknife AP'],
    ['NU', 'Pangnirtung', 66.15, -65.71, 'Iqaluit AP'],
    ['NB', 'Dieppe', 46.08, -64.69, 'Moncton-Greater Moncton LeBlanc Intl AP'],
    ['NS', 'Truro', 45.37, -63.28, 'Halifax Dockyard'],
    ['PE', 'Summerside', 46.39, -63.79, 'Charlottetown AP'],
    ['NL', 'Mount Pearl', 47.52, -52.81, "St. John's Intl AP"],
  ])('in %s, picks for %s the station %s', (_province, _place, latitude, longitude, name) => {
    expect(nearestStation(latitude, longitude, cwec2016Stations)?.station.name).toBe(name);
  });

  it('answers nothing for no stations', () => {
    expect(nearestStation(46, -63, [])).toBeUndefined();
  });
});

describe('plane-of-array irradiation', () => {
  it('equals the global horizontal on a flat plane, whatever the azimuth', () => {
    for (const azimuth of [90, 180, 270]) {
      const plane = planeOfArrayWhPerM2Day({
        latitude: charlottetown.latitude,
        globalWhPerM2Day: charlottetown.globalWhPerM2Day,
        diffuseWhPerM2Day: charlottetown.diffuseWhPerM2Day,
        tiltDegrees: 0,
        azimuthDegrees: azimuth,
      });
      plane.forEach((value, month) => {
        expect(value).toBeCloseTo(charlottetown.globalWhPerM2Day[month]!, 6);
      });
    }
  });

  it('gives a beam ratio of 1 on a flat plane and Duffie and Beckman’s closed form facing south', () => {
    expect(monthlyBeamRatio(46.3, 0, 0, 180)).toBeCloseTo(1, 6);
    // Their closed form for a south-facing plane on January's mean day (day 17, declination
    // −20.92°) at 46.3° N: cos(φ−β) cos δ sin ω′s + ω′s sin(φ−β) sin δ over
    // cos φ cos δ sin ωs + ωs sin φ sin δ, with ωs = 66.2°, gives 3.096 for a wall (β = 90°) and
    // 2.922 at β = 46°; June's mean day (162) at β = 46° gives 0.806.
    expect(monthlyBeamRatio(46.3, 0, 90, 180)).toBeCloseTo(3.096, 2);
    expect(monthlyBeamRatio(46.3, 0, 46, 180)).toBeCloseTo(2.922, 2);
    expect(monthlyBeamRatio(46.3, 5, 46, 180)).toBeCloseTo(0.806, 2);
  });

  it('mirrors east and west: a plane facing 90° gets what one facing 270° gets', () => {
    for (let month = 0; month < 12; month += 1) {
      expect(monthlyBeamRatio(46.3, month, 30, 90)).toBeCloseTo(
        monthlyBeamRatio(46.3, month, 30, 270),
        6,
      );
    }
  });
});

describe('monthlySpecificYield', () => {
  it('on a flat plane is global horizontal × days × 0.8', () => {
    const flat = monthlySpecificYield({
      station: charlottetown,
      tiltDegrees: 0,
      azimuthDegrees: 180,
      shadingPercent: 0,
    });
    // January: 1 337 Wh/m² a day × 31 days = 41.447 kWh/m², × 0.8 = 33.158 kWh/kW.
    expect(flat[0]).toBeCloseTo(33.1576, 4);
    flat.forEach((value, month) => {
      expect(value).toBeCloseTo(
        ((charlottetown.globalWhPerM2Day[month]! * productionDaysInMonth[month]!) / 1000) * 0.8,
        6,
      );
    });
  });

  it('gives more to a south face tilted 30–45° than flat, steep, south-east or north faces', () => {
    const south = yearly(45, 180);
    expect(yearly(30, 180)).toBeGreaterThan(yearly(0, 180));
    expect(south).toBeGreaterThan(yearly(0, 180));
    expect(south).toBeGreaterThan(yearly(70, 180));
    expect(south).toBeGreaterThan(yearly(45, 135));
    expect(yearly(30, 0)).toBeLessThan(yearly(0, 180));
    expect(yearly(30, 0)).toBeLessThan(yearly(30, 90));
  });

  it('gives Charlottetown about 1 100–1 200 kWh/kW a year south at latitude tilt', () => {
    // Natural Resources Canada's photovoltaic potential map puts Charlottetown at about
    // 1 100–1 200 kWh/kW for a south-facing array at latitude tilt.
    const annual = yearly(46, 180);
    expect(annual).toBeGreaterThan(1100);
    expect(annual).toBeLessThan(1200);
  });

  it('scales with the unshaded share: 100 % shade makes nothing, 25 % takes a quarter', () => {
    const base = { station: charlottetown, tiltDegrees: 30, azimuthDegrees: 180 };
    const open = monthlySpecificYield({ ...base, shadingPercent: 0 });
    const dark = monthlySpecificYield({ ...base, shadingPercent: 100 });
    const quarter = monthlySpecificYield({ ...base, shadingPercent: 25 });
    dark.forEach((value) => expect(value).toBe(0));
    quarter.forEach((value, month) => expect(value).toBeCloseTo(open[month]! * 0.75, 9));
  });

  it('gives Toronto, flat, the hand-computed 1 104.46 kWh/kW a year', () => {
    const toronto = cwec2016Stations.find((station) => station.wmo === '716240')!;
    // Σ global horizontal × days, January first: 1678 × 31 + 2500 × 28 + 3981 × 31 + 4815 × 30
    // + 5699 × 31 + 5984 × 30 + 6060 × 31 + 5060 × 31 + 3972 × 30 + 2611 × 31 + 1665 × 30
    // + 1282 × 31 = 1 380 581 Wh/m², so 1 380.581 kWh/m² × 0.8 = 1 104.4648 kWh/kW.
    expect(yearly(0, 180, toronto)).toBeCloseTo(1104.4648, 6);
    // Tilted to face the sun the panels gather more, still inside Natural Resources Canada's
    // 1 100–1 250 kWh/kW for the Toronto area.
    expect(yearly(44, 180, toronto)).toBeGreaterThan(1150);
    expect(yearly(44, 180, toronto)).toBeLessThan(1250);
  });

  it('ranks the prairies above the west coast and the north, as the national map does', () => {
    const byWmo = (wmo: string) => cwec2016Stations.find((station) => station.wmo === wmo)!;
    const atLatitude = (wmo: string) => yearly(Math.round(byWmo(wmo).latitude), 180, byWmo(wmo));
    const regina = atLatitude('715140');
    const calgary = atLatitude('718770');
    expect(regina).toBeGreaterThan(atLatitude('716240'));
    expect(calgary).toBeGreaterThan(atLatitude('718920'));
    expect(atLatitude('718920')).toBeGreaterThan(atLatitude('719090'));
  });

  it('rounds a system’s monthly production to the cent of a kWh', () => {
    expect(monthlyProductionFromYield(4.05, [33.1576, 0])).toEqual([134.29, 0]);
  });
});
