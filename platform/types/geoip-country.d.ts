// The package ships no types; only the lookup the platform uses is declared.
declare module 'geoip-country' {
  interface CountryLookup {
    country: string;
    name: string;
  }
  const geoip: { lookup(ip: string): CountryLookup | null };
  export default geoip;
}
