import { dataText } from './json.js';

/** A section of a city (GeoNames PPLX) and the city it is part of (data/geo/districts.tsv, scripts/build-districts.ts). */
export interface District {
  name: string;
  country: string;
  lat: number;
  lon: number;
  city: { name: string; lat: number; lon: number };
}

export function loadDistricts(): District[] {
  return dataText('districts.tsv')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name = '', country = '', lat, lon, city = '', cityLat, cityLon] = line.split('\t');
      return { name, country, lat: Number(lat), lon: Number(lon), city: { name: city, lat: Number(cityLat), lon: Number(cityLon) } };
    });
}
