/**
 * A small built-in gazetteer for the birth place: Indian cities (district towns and larger) and a
 * few cities abroad where the community lives. Coordinates are the city centre to two decimals
 * (about 1 km, far finer than a birth chart needs); `tz` is the IANA zone of the place.
 */
export interface Place {
  /** Stable id, e.g. 'pune'. */
  id: string;
  name: string;
  /** State or union territory in India; the country abroad. */
  region: string;
  lat: number;
  lon: number;
  tz: string;
}

const IST = 'Asia/Kolkata';

type Row = [name: string, region: string, lat: number, lon: number, tz?: string];

const ROWS: Row[] = [
  // Maharashtra
  ['Mumbai', 'Maharashtra', 19.08, 72.88],
  ['Pune', 'Maharashtra', 18.52, 73.86],
  ['Nagpur', 'Maharashtra', 21.15, 79.09],
  ['Thane', 'Maharashtra', 19.22, 72.98],
  ['Navi Mumbai', 'Maharashtra', 19.03, 73.03],
  ['Nashik', 'Maharashtra', 20.0, 73.79],
  ['Chhatrapati Sambhajinagar (Aurangabad)', 'Maharashtra', 19.88, 75.34],
  ['Solapur', 'Maharashtra', 17.66, 75.91],
  ['Kolhapur', 'Maharashtra', 16.7, 74.24],
  ['Amravati', 'Maharashtra', 20.93, 77.75],
  ['Nanded', 'Maharashtra', 19.14, 77.32],
  ['Sangli', 'Maharashtra', 16.85, 74.58],
  ['Satara', 'Maharashtra', 17.68, 74.02],
  ['Jalgaon', 'Maharashtra', 21.0, 75.56],
  ['Akola', 'Maharashtra', 20.7, 77.0],
  ['Latur', 'Maharashtra', 18.4, 76.57],
  ['Dhule', 'Maharashtra', 20.9, 74.77],
  ['Ahilyanagar (Ahmednagar)', 'Maharashtra', 19.09, 74.74],
  ['Ratnagiri', 'Maharashtra', 16.99, 73.31],
  ['Chandrapur', 'Maharashtra', 19.96, 79.3],
  ['Wardha', 'Maharashtra', 20.74, 78.6],
  ['Yavatmal', 'Maharashtra', 20.39, 78.12],
  ['Baramati', 'Maharashtra', 18.15, 74.58],
  ['Pandharpur', 'Maharashtra', 17.68, 75.33],
  ['Bhiwandi', 'Maharashtra', 19.3, 73.06],
  // Gujarat
  ['Ahmedabad', 'Gujarat', 23.02, 72.57],
  ['Surat', 'Gujarat', 21.17, 72.83],
  ['Vadodara', 'Gujarat', 22.31, 73.18],
  ['Rajkot', 'Gujarat', 22.3, 70.8],
  ['Bhavnagar', 'Gujarat', 21.76, 72.15],
  ['Jamnagar', 'Gujarat', 22.47, 70.06],
  ['Gandhinagar', 'Gujarat', 23.22, 72.65],
  // Karnataka
  ['Bengaluru', 'Karnataka', 12.97, 77.59],
  ['Mysuru', 'Karnataka', 12.3, 76.64],
  ['Mangaluru', 'Karnataka', 12.91, 74.86],
  ['Hubballi-Dharwad', 'Karnataka', 15.36, 75.12],
  ['Belagavi', 'Karnataka', 15.85, 74.5],
  ['Kalaburagi', 'Karnataka', 17.33, 76.83],
  ['Davanagere', 'Karnataka', 14.46, 75.92],
  ['Ballari', 'Karnataka', 15.14, 76.92],
  // Goa
  ['Panaji', 'Goa', 15.49, 73.83],
  ['Margao', 'Goa', 15.27, 73.96],
  // Telangana and Andhra Pradesh
  ['Hyderabad', 'Telangana', 17.39, 78.49],
  ['Warangal', 'Telangana', 17.97, 79.59],
  ['Visakhapatnam', 'Andhra Pradesh', 17.69, 83.22],
  ['Vijayawada', 'Andhra Pradesh', 16.51, 80.65],
  ['Guntur', 'Andhra Pradesh', 16.31, 80.44],
  ['Nellore', 'Andhra Pradesh', 14.44, 79.99],
  ['Kurnool', 'Andhra Pradesh', 15.83, 78.04],
  ['Tirupati', 'Andhra Pradesh', 13.63, 79.42],
  // Tamil Nadu and Puducherry
  ['Chennai', 'Tamil Nadu', 13.08, 80.27],
  ['Coimbatore', 'Tamil Nadu', 11.02, 76.96],
  ['Madurai', 'Tamil Nadu', 9.93, 78.12],
  ['Tiruchirappalli', 'Tamil Nadu', 10.79, 78.7],
  ['Salem', 'Tamil Nadu', 11.66, 78.15],
  ['Tirunelveli', 'Tamil Nadu', 8.71, 77.76],
  ['Erode', 'Tamil Nadu', 11.34, 77.72],
  ['Tiruppur', 'Tamil Nadu', 11.11, 77.34],
  ['Vellore', 'Tamil Nadu', 12.92, 79.13],
  ['Thanjavur', 'Tamil Nadu', 10.79, 79.14],
  ['Puducherry', 'Puducherry', 11.94, 79.81],
  // Kerala
  ['Thiruvananthapuram', 'Kerala', 8.52, 76.94],
  ['Kochi', 'Kerala', 9.93, 76.27],
  ['Kozhikode', 'Kerala', 11.26, 75.78],
  ['Thrissur', 'Kerala', 10.53, 76.21],
  ['Kollam', 'Kerala', 8.89, 76.61],
  // Delhi NCR, Haryana, Punjab, Chandigarh
  ['Delhi', 'Delhi', 28.61, 77.21],
  ['Gurugram', 'Haryana', 28.46, 77.03],
  ['Faridabad', 'Haryana', 28.41, 77.32],
  ['Noida', 'Uttar Pradesh', 28.54, 77.39],
  ['Ghaziabad', 'Uttar Pradesh', 28.67, 77.45],
  ['Karnal', 'Haryana', 29.69, 76.99],
  ['Rohtak', 'Haryana', 28.9, 76.61],
  ['Hisar', 'Haryana', 29.15, 75.72],
  ['Chandigarh', 'Chandigarh', 30.73, 76.78],
  ['Ludhiana', 'Punjab', 30.9, 75.86],
  ['Amritsar', 'Punjab', 31.63, 74.87],
  ['Jalandhar', 'Punjab', 31.33, 75.58],
  ['Patiala', 'Punjab', 30.34, 76.39],
  // Rajasthan
  ['Jaipur', 'Rajasthan', 26.91, 75.79],
  ['Jodhpur', 'Rajasthan', 26.24, 73.02],
  ['Kota', 'Rajasthan', 25.21, 75.86],
  ['Bikaner', 'Rajasthan', 28.02, 73.31],
  ['Ajmer', 'Rajasthan', 26.45, 74.64],
  ['Udaipur', 'Rajasthan', 24.59, 73.71],
  ['Bhilwara', 'Rajasthan', 25.35, 74.63],
  // Madhya Pradesh and Chhattisgarh
  ['Indore', 'Madhya Pradesh', 22.72, 75.86],
  ['Bhopal', 'Madhya Pradesh', 23.26, 77.41],
  ['Jabalpur', 'Madhya Pradesh', 23.18, 79.99],
  ['Gwalior', 'Madhya Pradesh', 26.22, 78.18],
  ['Ujjain', 'Madhya Pradesh', 23.18, 75.78],
  ['Raipur', 'Chhattisgarh', 21.25, 81.63],
  ['Bhilai', 'Chhattisgarh', 21.21, 81.38],
  ['Bilaspur', 'Chhattisgarh', 22.08, 82.15],
  ['Korba', 'Chhattisgarh', 22.35, 82.68],
  // Uttar Pradesh and Uttarakhand
  ['Lucknow', 'Uttar Pradesh', 26.85, 80.95],
  ['Kanpur', 'Uttar Pradesh', 26.45, 80.33],
  ['Agra', 'Uttar Pradesh', 27.18, 78.01],
  ['Varanasi', 'Uttar Pradesh', 25.32, 82.97],
  ['Prayagraj', 'Uttar Pradesh', 25.44, 81.85],
  ['Meerut', 'Uttar Pradesh', 28.98, 77.71],
  ['Bareilly', 'Uttar Pradesh', 28.37, 79.43],
  ['Aligarh', 'Uttar Pradesh', 27.88, 78.08],
  ['Moradabad', 'Uttar Pradesh', 28.84, 78.77],
  ['Gorakhpur', 'Uttar Pradesh', 26.76, 83.37],
  ['Jhansi', 'Uttar Pradesh', 25.45, 78.57],
  ['Mathura', 'Uttar Pradesh', 27.49, 77.67],
  ['Saharanpur', 'Uttar Pradesh', 29.96, 77.55],
  ['Dehradun', 'Uttarakhand', 30.32, 78.03],
  ['Haridwar', 'Uttarakhand', 29.95, 78.16],
  // Himachal Pradesh and Jammu & Kashmir
  ['Shimla', 'Himachal Pradesh', 31.1, 77.17],
  ['Jammu', 'Jammu and Kashmir', 32.73, 74.86],
  ['Srinagar', 'Jammu and Kashmir', 34.08, 74.8],
  // Bihar and Jharkhand
  ['Patna', 'Bihar', 25.59, 85.14],
  ['Gaya', 'Bihar', 24.79, 85.0],
  ['Bhagalpur', 'Bihar', 25.24, 86.98],
  ['Muzaffarpur', 'Bihar', 26.12, 85.39],
  ['Ranchi', 'Jharkhand', 23.34, 85.31],
  ['Jamshedpur', 'Jharkhand', 22.8, 86.2],
  ['Dhanbad', 'Jharkhand', 23.8, 86.43],
  ['Bokaro', 'Jharkhand', 23.67, 86.15],
  // West Bengal and Odisha
  ['Kolkata', 'West Bengal', 22.57, 88.36],
  ['Howrah', 'West Bengal', 22.59, 88.26],
  ['Siliguri', 'West Bengal', 26.73, 88.4],
  ['Asansol', 'West Bengal', 23.68, 86.98],
  ['Bhubaneswar', 'Odisha', 20.3, 85.82],
  ['Cuttack', 'Odisha', 20.46, 85.88],
  ['Berhampur', 'Odisha', 19.31, 84.79],
  // North-east and islands
  ['Guwahati', 'Assam', 26.14, 91.74],
  ['Shillong', 'Meghalaya', 25.58, 91.89],
  ['Agartala', 'Tripura', 23.83, 91.29],
  ['Imphal', 'Manipur', 24.82, 93.94],
  ['Aizawl', 'Mizoram', 23.73, 92.72],
  ['Kohima', 'Nagaland', 25.67, 94.11],
  ['Gangtok', 'Sikkim', 27.33, 88.61],
  ['Port Blair', 'Andaman and Nicobar Islands', 11.62, 92.73],
  // Abroad
  ['Kathmandu', 'Nepal', 27.72, 85.32, 'Asia/Kathmandu'],
  ['Dubai', 'United Arab Emirates', 25.2, 55.27, 'Asia/Dubai'],
  ['Abu Dhabi', 'United Arab Emirates', 24.45, 54.38, 'Asia/Dubai'],
  ['Muscat', 'Oman', 23.59, 58.41, 'Asia/Muscat'],
  ['Doha', 'Qatar', 25.29, 51.53, 'Asia/Qatar'],
  ['Singapore', 'Singapore', 1.35, 103.82, 'Asia/Singapore'],
  ['Kuala Lumpur', 'Malaysia', 3.14, 101.69, 'Asia/Kuala_Lumpur'],
  ['London', 'United Kingdom', 51.51, -0.13, 'Europe/London'],
  ['New York', 'United States', 40.71, -74.01, 'America/New_York'],
  ['San Francisco', 'United States', 37.77, -122.42, 'America/Los_Angeles'],
  ['Toronto', 'Canada', 43.65, -79.38, 'America/Toronto'],
  ['Sydney', 'Australia', -33.87, 151.21, 'Australia/Sydney'],
  ['Melbourne', 'Australia', -37.81, 144.96, 'Australia/Melbourne'],
  ['Auckland', 'New Zealand', -36.85, 174.76, 'Pacific/Auckland'],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const PLACES: readonly Place[] = ROWS.map(([name, region, lat, lon, tz = IST]) => ({
  id: slug(name),
  name,
  region,
  lat,
  lon,
  tz,
}));

/** 'Pune, Maharashtra': how a place is shown and stored as `birth_place`. */
export function placeLabel(place: Place): string {
  return `${place.name}, ${place.region}`;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** The gazetteer entry a stored `birth_place` names ('Pune, Maharashtra', or just 'Pune'). */
export function findPlace(stored: string | null | undefined): Place | undefined {
  if (!stored) return undefined;
  const wanted = normalise(stored);
  return (
    PLACES.find((place) => normalise(placeLabel(place)) === wanted) ??
    PLACES.find((place) => normalise(place.name) === wanted || slug(place.name) === slug(stored))
  );
}

/** A city to suggest as a family types one (partner preferences): its name, and its state or country. */
export interface City {
  name: string;
  region: string;
}

/** 'Chhatrapati Sambhajinagar (Aurangabad)' -> both names: families write either. */
const namesOf = (name: string): string[] => {
  const both = /^(.*?)\s*\((.*)\)$/.exec(name);
  return both ? [both[1]!, both[2]!] : [name];
};

/** The gazetteer's cities, each name once (the first place of that name). */
export const CITIES: readonly City[] = PLACES.flatMap((place) =>
  namesOf(place.name).map((name) => ({ name, region: place.region })),
).filter((city, i, all) => all.findIndex((other) => normalise(other.name) === normalise(city.name)) === i);

/** The listed city a text names exactly, ignoring case ('pune' -> Pune), if any. */
export function findCity(text: string): City | undefined {
  const wanted = normalise(text);
  return wanted ? CITIES.find((city) => normalise(city.name) === wanted) : undefined;
}

/**
 * Cities whose name begins with what was typed, then those with a word that does ('mumb' -> Mumbai,
 * Navi Mumbai), then any containing it; in the gazetteer's order (Maharashtra first) within each.
 */
export function suggestCities(typed: string, limit = 8): City[] {
  const wanted = normalise(typed);
  if (!wanted) return [];
  const rank = (city: City): number => {
    const name = normalise(city.name);
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(wanted))) return 1;
    return name.includes(wanted) ? 2 : 3;
  };
  return CITIES.map((city) => ({ city, rank: rank(city) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ city }) => city);
}
