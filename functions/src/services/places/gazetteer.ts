/**
 * The local places provider: a gazetteer of real places of the Costa del Sol
 * around Marbella (airports, a station, marinas, towns and areas, hotels, the
 * showroom) with approximate coordinates, so `npm start` suggests and prices
 * deliveries with no key and no network. Suggestions match accent- and
 * case-insensitive words and word prefixes of the names in every language and
 * of the aliases; a distance resolves each free text to a known place and
 * takes the great-circle distance times a road factor. Used on the emulators
 * only (see index.ts).
 */
import { LANGUAGES, SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID, type Lang, type PlaceSuggestion } from '@costa/domain';
import { placeNotInGazetteer } from '../../logs';
import { MAX_SUGGESTIONS, roundKm, type PlacesProvider } from './provider';

type Kind = 'showroom' | 'airport' | 'station' | 'marina' | 'town' | 'area' | 'hotel' | 'golf';
type Country = 'ES' | 'GI';

export interface GazetteerPlace {
  id: string;
  kind: Kind;
  /** The name in English, and in every language without its own. */
  name: string;
  names?: Partial<Record<Lang, string>>;
  /** Other names people type: former names, codes, the name in a language that shows another. */
  aliases?: string[];
  /** What locates it, before the country: its town, or a town's province. */
  within: string;
  /** None when the name says it all (Gibraltar) or `within` is a full address (the showroom). */
  country: Country | null;
  lat: number;
  lng: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** Av. Ricardo Soriano 72, Marbella. */
export const SHOWROOM_LOCATION: LatLng = { lat: 36.5097, lng: -4.891 };

/** Roads of the coast run 20 to 40 % longer than the straight line; Marbella to the airport by road is about 52 km. */
export const ROAD_FACTOR = 1.3;

const COUNTRY_NAMES: Record<Country, Record<Lang, string>> = {
  ES: { en: 'Spain', es: 'España', de: 'Spanien', fr: 'Espagne', it: 'Spagna' },
  GI: { en: 'Gibraltar', es: 'Gibraltar', de: 'Gibraltar', fr: 'Gibraltar', it: 'Gibilterra' },
};

/** Names of `within` places that differ by language (French and Italian write Malaga). */
const WITHIN_NAMES: Record<string, Partial<Record<Lang, string>>> = {
  Málaga: { fr: 'Malaga', it: 'Malaga' },
};

const [SHOWROOM_NAME = SHOWROOM_ADDRESS, ...SHOWROOM_STREET] = SHOWROOM_ADDRESS.split(', ');

export const GAZETTEER: readonly GazetteerPlace[] = [
  {
    id: SHOWROOM_PLACE_ID,
    kind: 'showroom',
    name: SHOWROOM_NAME,
    aliases: ['Costa Prestige', 'Costa Prestige Marbella', 'Ricardo Soriano 72'],
    within: SHOWROOM_STREET.join(', '),
    country: null,
    ...SHOWROOM_LOCATION,
  },

  // Airports and the high-speed train station
  {
    id: 'gz-malaga-airport',
    kind: 'airport',
    name: 'Málaga Airport (AGP)',
    names: {
      es: 'Aeropuerto de Málaga-Costa del Sol (AGP)',
      de: 'Flughafen Málaga (AGP)',
      fr: 'Aéroport de Malaga-Costa del Sol (AGP)',
      it: 'Aeroporto di Malaga-Costa del Sol (AGP)',
    },
    aliases: ['AGP', 'Málaga-Costa del Sol Airport', 'Aeropuerto de Málaga', 'Aéroport de Malaga', 'Aeroporto di Malaga', 'Pablo Ruiz Picasso Airport'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.6749,
    lng: -4.4991,
  },
  {
    id: 'gz-gibraltar-airport',
    kind: 'airport',
    name: 'Gibraltar International Airport (GIB)',
    names: {
      es: 'Aeropuerto Internacional de Gibraltar (GIB)',
      de: 'Flughafen Gibraltar (GIB)',
      fr: 'Aéroport international de Gibraltar (GIB)',
      it: 'Aeroporto internazionale di Gibilterra (GIB)',
    },
    aliases: ['GIB', 'Gibraltar Airport', 'Aeropuerto de Gibraltar', 'Aéroport de Gibraltar', 'Aeroporto di Gibilterra'],
    within: '',
    country: 'GI',
    lat: 36.1512,
    lng: -5.3497,
  },
  {
    id: 'gz-malaga-maria-zambrano',
    kind: 'station',
    name: 'Málaga María Zambrano Station',
    names: {
      es: 'Estación de Málaga-María Zambrano',
      de: 'Bahnhof Málaga María Zambrano',
      fr: 'Gare de Malaga-María Zambrano',
      it: 'Stazione di Malaga María Zambrano',
    },
    aliases: ['María Zambrano', 'Málaga train station', 'Estación de tren de Málaga', 'Estación AVE Málaga', 'Hauptbahnhof Málaga'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.7118,
    lng: -4.4329,
  },

  // Marinas and ports
  {
    id: 'gz-puerto-banus',
    kind: 'marina',
    name: 'Puerto Banús',
    aliases: ['Puerto José Banús', 'Port Banus', 'Banus'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.4849,
    lng: -4.9525,
  },
  {
    id: 'gz-marbella-marina',
    kind: 'marina',
    name: 'Marbella Marina',
    names: {
      es: 'Puerto Deportivo de Marbella',
      de: 'Yachthafen Marbella',
      fr: 'Port de plaisance de Marbella',
      it: 'Porto turistico di Marbella',
    },
    aliases: ['Marbella port', 'Puerto de Marbella', 'Hafen Marbella', 'Port de Marbella', 'Porto di Marbella'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5071,
    lng: -4.8853,
  },
  {
    id: 'gz-estepona-marina',
    kind: 'marina',
    name: 'Estepona Marina',
    names: {
      es: 'Puerto Deportivo de Estepona',
      de: 'Yachthafen Estepona',
      fr: "Port de plaisance d'Estepona",
      it: 'Porto turistico di Estepona',
    },
    aliases: ['Estepona port', 'Puerto de Estepona', 'Hafen Estepona', "Port d'Estepona", 'Porto di Estepona'],
    within: 'Estepona',
    country: 'ES',
    lat: 36.4149,
    lng: -5.1576,
  },
  {
    id: 'gz-sotogrande-marina',
    kind: 'marina',
    name: 'Sotogrande Marina',
    names: {
      es: 'Puerto Deportivo de Sotogrande',
      de: 'Yachthafen Sotogrande',
      fr: 'Port de plaisance de Sotogrande',
      it: 'Porto turistico di Sotogrande',
    },
    aliases: ['Puerto Sotogrande', 'Sotogrande port', 'Marina Sotogrande'],
    within: 'Sotogrande',
    country: 'ES',
    lat: 36.2889,
    lng: -5.2697,
  },
  {
    id: 'gz-benalmadena-marina',
    kind: 'marina',
    name: 'Benalmádena Marina',
    names: {
      es: 'Puerto Marina Benalmádena',
      de: 'Yachthafen Benalmádena',
      fr: 'Port de plaisance de Benalmádena',
      it: 'Porto turistico di Benalmádena',
    },
    aliases: ['Puerto Marina', 'Benalmádena port', 'Puerto Deportivo de Benalmádena'],
    within: 'Benalmádena',
    country: 'ES',
    lat: 36.5975,
    lng: -4.514,
  },
  {
    id: 'gz-malaga-port',
    kind: 'marina',
    name: 'Port of Málaga',
    names: { es: 'Puerto de Málaga', de: 'Hafen Málaga', fr: 'Port de Malaga', it: 'Porto di Malaga' },
    aliases: ['Muelle Uno', 'Málaga cruise terminal', 'Terminal de cruceros de Málaga', 'Kreuzfahrtterminal Málaga'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.7163,
    lng: -4.4155,
  },
  {
    id: 'gz-puerto-la-duquesa',
    kind: 'marina',
    name: 'Puerto de la Duquesa',
    aliases: ['La Duquesa', 'Duquesa marina', 'Port Duquesa'],
    within: 'Manilva',
    country: 'ES',
    lat: 36.3553,
    lng: -5.2275,
  },

  // Towns and areas
  {
    id: 'gz-marbella',
    kind: 'town',
    name: 'Marbella',
    aliases: [
      'Marbella centre',
      'Marbella center',
      'Marbella centro',
      'Casco Antiguo de Marbella',
      'Marbella old town',
      'Marbella Altstadt',
      'Centre-ville de Marbella',
      'Centro di Marbella',
    ],
    within: 'Málaga',
    country: 'ES',
    lat: 36.5101,
    lng: -4.8825,
  },
  {
    id: 'gz-golden-mile',
    kind: 'area',
    name: 'Golden Mile',
    names: { es: 'Milla de Oro', de: 'Goldene Meile', it: "Miglio d'Oro" },
    aliases: ['Golden Mile Marbella', 'Milla de Oro de Marbella'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5085,
    lng: -4.923,
  },
  {
    id: 'gz-nueva-andalucia',
    kind: 'area',
    name: 'Nueva Andalucía',
    aliases: ['Golf Valley', 'Valle del Golf'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.499,
    lng: -4.962,
  },
  {
    id: 'gz-san-pedro-de-alcantara',
    kind: 'area',
    name: 'San Pedro de Alcántara',
    aliases: ['San Pedro'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.4867,
    lng: -4.9912,
  },
  {
    id: 'gz-guadalmina',
    kind: 'area',
    name: 'Guadalmina',
    aliases: ['Guadalmina Alta', 'Guadalmina Baja'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.478,
    lng: -5.001,
  },
  {
    id: 'gz-sierra-blanca',
    kind: 'area',
    name: 'Sierra Blanca',
    within: 'Marbella',
    country: 'ES',
    lat: 36.5245,
    lng: -4.899,
  },
  {
    id: 'gz-elviria',
    kind: 'area',
    name: 'Elviria',
    within: 'Marbella',
    country: 'ES',
    lat: 36.504,
    lng: -4.772,
  },
  {
    id: 'gz-cabopino',
    kind: 'area',
    name: 'Cabopino',
    aliases: ['Puerto de Cabopino', 'Cabopino marina', 'Cabopino port'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.4883,
    lng: -4.743,
  },
  {
    id: 'gz-estepona',
    kind: 'town',
    name: 'Estepona',
    within: 'Málaga',
    country: 'ES',
    lat: 36.4256,
    lng: -5.1463,
  },
  {
    id: 'gz-benahavis',
    kind: 'town',
    name: 'Benahavís',
    within: 'Málaga',
    country: 'ES',
    lat: 36.5236,
    lng: -5.046,
  },
  {
    id: 'gz-la-zagaleta',
    kind: 'area',
    name: 'La Zagaleta',
    within: 'Benahavís',
    country: 'ES',
    lat: 36.528,
    lng: -5.025,
  },
  {
    id: 'gz-ojen',
    kind: 'town',
    name: 'Ojén',
    within: 'Málaga',
    country: 'ES',
    lat: 36.5646,
    lng: -4.8563,
  },
  {
    id: 'gz-casares',
    kind: 'town',
    name: 'Casares',
    aliases: ['Casares Costa', 'Casares Pueblo'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.4448,
    lng: -5.2739,
  },
  {
    id: 'gz-manilva',
    kind: 'town',
    name: 'Manilva',
    aliases: ['Sabinillas'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.3766,
    lng: -5.2506,
  },
  {
    id: 'gz-sotogrande',
    kind: 'area',
    name: 'Sotogrande',
    aliases: ['Sotogrande Alto', 'Sotogrande Costa'],
    within: 'Cádiz',
    country: 'ES',
    lat: 36.295,
    lng: -5.283,
  },
  {
    id: 'gz-calahonda',
    kind: 'area',
    name: 'Calahonda',
    aliases: ['Sitio de Calahonda', 'Mijas Costa'],
    within: 'Mijas',
    country: 'ES',
    lat: 36.496,
    lng: -4.716,
  },
  {
    id: 'gz-la-cala-de-mijas',
    kind: 'area',
    name: 'La Cala de Mijas',
    aliases: ['La Cala'],
    within: 'Mijas',
    country: 'ES',
    lat: 36.508,
    lng: -4.682,
  },
  {
    id: 'gz-mijas',
    kind: 'town',
    name: 'Mijas',
    aliases: ['Mijas Pueblo'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.5956,
    lng: -4.6373,
  },
  {
    id: 'gz-fuengirola',
    kind: 'town',
    name: 'Fuengirola',
    within: 'Málaga',
    country: 'ES',
    lat: 36.5399,
    lng: -4.6247,
  },
  {
    id: 'gz-benalmadena',
    kind: 'town',
    name: 'Benalmádena',
    aliases: ['Arroyo de la Miel', 'Benalmádena Costa', 'Benalmádena Pueblo'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.5995,
    lng: -4.528,
  },
  {
    id: 'gz-torremolinos',
    kind: 'town',
    name: 'Torremolinos',
    within: 'Málaga',
    country: 'ES',
    lat: 36.6219,
    lng: -4.4998,
  },
  {
    id: 'gz-malaga',
    kind: 'town',
    name: 'Málaga',
    names: { fr: 'Malaga', it: 'Malaga' },
    aliases: ['Málaga centre', 'Málaga centro', 'Málaga city'],
    within: '',
    country: 'ES',
    lat: 36.7213,
    lng: -4.4214,
  },
  {
    id: 'gz-nerja',
    kind: 'town',
    name: 'Nerja',
    within: 'Málaga',
    country: 'ES',
    lat: 36.758,
    lng: -3.876,
  },
  {
    id: 'gz-ronda',
    kind: 'town',
    name: 'Ronda',
    within: 'Málaga',
    country: 'ES',
    lat: 36.7462,
    lng: -5.1612,
  },
  {
    id: 'gz-gibraltar',
    kind: 'town',
    name: 'Gibraltar',
    names: { it: 'Gibilterra' },
    within: '',
    country: null,
    lat: 36.1408,
    lng: -5.3536,
  },

  // Hotels and a golf club
  {
    id: 'gz-marbella-club',
    kind: 'hotel',
    name: 'Marbella Club Hotel',
    aliases: ['Marbella Club', 'Marbella Club Hotel Golf Resort & Spa'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5126,
    lng: -4.91,
  },
  {
    id: 'gz-puente-romano',
    kind: 'hotel',
    name: 'Puente Romano Beach Resort',
    aliases: ['Puente Romano', 'Puente Romano Marbella'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5096,
    lng: -4.9195,
  },
  {
    id: 'gz-nobu-marbella',
    kind: 'hotel',
    name: 'Nobu Hotel Marbella',
    aliases: ['Nobu Marbella', 'Nobu'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.51,
    lng: -4.9185,
  },
  {
    id: 'gz-gran-melia-don-pepe',
    kind: 'hotel',
    name: 'Gran Meliá Don Pepe',
    aliases: ['Don Pepe', 'Meliá Don Pepe', 'Hotel Don Pepe'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5065,
    lng: -4.899,
  },
  {
    id: 'gz-el-fuerte',
    kind: 'hotel',
    name: 'Hotel El Fuerte Marbella',
    aliases: ['El Fuerte'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5072,
    lng: -4.8862,
  },
  {
    id: 'gz-amare-marbella',
    kind: 'hotel',
    name: 'Amàre Beach Hotel Marbella',
    aliases: ['Amàre Marbella', 'Amare Beach'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.5066,
    lng: -4.8898,
  },
  {
    id: 'gz-los-monteros',
    kind: 'hotel',
    name: 'Los Monteros Spa & Golf Resort',
    aliases: ['Los Monteros', 'Hotel Los Monteros'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.503,
    lng: -4.828,
  },
  {
    id: 'gz-don-carlos',
    kind: 'hotel',
    name: 'Don Carlos Marbella',
    aliases: ['Hotel Don Carlos', 'Don Carlos'],
    within: 'Marbella',
    country: 'ES',
    lat: 36.4975,
    lng: -4.77,
  },
  {
    id: 'gz-westin-la-quinta',
    kind: 'hotel',
    name: 'The Westin La Quinta Golf Resort & Spa',
    aliases: ['Westin La Quinta', 'La Quinta Golf'],
    within: 'Benahavís',
    country: 'ES',
    lat: 36.5025,
    lng: -4.976,
  },
  {
    id: 'gz-villa-padierna',
    kind: 'hotel',
    name: 'Anantara Villa Padierna Palace',
    aliases: ['Villa Padierna', 'Villa Padierna Palace', 'Anantara Marbella'],
    within: 'Benahavís',
    country: 'ES',
    lat: 36.4795,
    lng: -5.025,
  },
  {
    id: 'gz-kempinski-bahia-estepona',
    kind: 'hotel',
    name: 'Kempinski Hotel Bahía Estepona',
    aliases: ['Kempinski', 'Kempinski Estepona', 'Bahía Estepona'],
    within: 'Estepona',
    country: 'ES',
    lat: 36.4487,
    lng: -5.084,
  },
  {
    id: 'gz-finca-cortesin',
    kind: 'hotel',
    name: 'Finca Cortesin',
    aliases: ['Cortesin', 'Hotel Finca Cortesin'],
    within: 'Casares',
    country: 'ES',
    lat: 36.3954,
    lng: -5.237,
  },
  {
    id: 'gz-so-sotogrande',
    kind: 'hotel',
    name: 'SO/ Sotogrande',
    aliases: ['SO Sotogrande', 'Hotel Sotogrande'],
    within: 'Sotogrande',
    country: 'ES',
    lat: 36.2985,
    lng: -5.298,
  },
  {
    id: 'gz-real-club-valderrama',
    kind: 'golf',
    name: 'Real Club Valderrama',
    aliases: ['Valderrama', 'Valderrama Golf'],
    within: 'Sotogrande',
    country: 'ES',
    lat: 36.2912,
    lng: -5.318,
  },
  {
    id: 'gz-la-zambra',
    kind: 'hotel',
    name: 'La Zambra Hotel',
    aliases: ['La Zambra', 'Hotel Byblos Andaluz'],
    within: 'Mijas',
    country: 'ES',
    lat: 36.548,
    lng: -4.66,
  },
  {
    id: 'gz-higueron',
    kind: 'hotel',
    name: 'Higuerón Hotel Málaga',
    aliases: ['Higuerón Hotel', 'Hotel Higuerón', 'Reserva del Higuerón'],
    within: 'Fuengirola',
    country: 'ES',
    lat: 36.5738,
    lng: -4.6,
  },
  {
    id: 'gz-gran-hotel-miramar',
    kind: 'hotel',
    name: 'Gran Hotel Miramar',
    aliases: ['Hotel Miramar Málaga'],
    within: 'Málaga',
    country: 'ES',
    lat: 36.7195,
    lng: -4.4045,
  },
];

/** Google's place types, so both providers describe places alike. */
const TYPES: Record<Kind, string[]> = {
  showroom: ['car_rental', 'point_of_interest', 'establishment'],
  airport: ['airport', 'point_of_interest', 'establishment'],
  station: ['train_station', 'transit_station', 'point_of_interest', 'establishment'],
  marina: ['marina', 'point_of_interest', 'establishment'],
  town: ['locality', 'political'],
  area: ['neighborhood', 'political'],
  hotel: ['lodging', 'point_of_interest', 'establishment'],
  golf: ['golf_course', 'point_of_interest', 'establishment'],
};

/** Breaks ties between equally good matches: the places most visitors mean come first. */
const PROMINENCE: Record<Kind, number> = {
  airport: 5,
  town: 4,
  marina: 3,
  station: 3,
  area: 3,
  showroom: 2,
  hotel: 2,
  golf: 2,
};

/** Lower case, no accents, no punctuation: "Aéroport d'Málaga" -> "aeroport d malaga". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function nameIn(place: GazetteerPlace, lang: Lang): string {
  return place.names?.[lang] ?? place.name;
}

function secondaryIn(place: GazetteerPlace, lang: Lang): string {
  const within = WITHIN_NAMES[place.within]?.[lang] ?? place.within;
  const country = place.country ? COUNTRY_NAMES[place.country][lang] : '';
  return [within, country].filter(Boolean).join(', ');
}

export function suggestionOf(place: GazetteerPlace, lang: Lang): PlaceSuggestion {
  const mainText = nameIn(place, lang);
  const secondaryText = secondaryIn(place, lang);
  return {
    placeId: place.id,
    description: place.kind === 'showroom' ? SHOWROOM_ADDRESS : [mainText, secondaryText].filter(Boolean).join(', '),
    mainText,
    secondaryText,
    types: [...TYPES[place.kind]],
  };
}

interface Indexed {
  place: GazetteerPlace;
  /** Normalized names per language, and the aliases. */
  names: Partial<Record<Lang, string>> & { en: string };
  aliases: string[];
  /** Words of where it is (town, province, country in every language): a query may add them. */
  context: string[];
  /** Every text that names exactly this place: names, aliases, descriptions, the id. */
  exact: Set<string>;
  /** Names and aliases, longest first, to find the place inside a longer text. */
  phrases: string[];
}

function indexPlace(place: GazetteerPlace): Indexed {
  const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, normalize(nameIn(place, lang))])) as Indexed['names'];
  const aliases = (place.aliases ?? []).map(normalize);
  const context = new Set(LANGUAGES.flatMap((lang) => normalize(secondaryIn(place, lang)).split(' ')).filter(Boolean));
  const phrases = [...new Set([...Object.values(names), ...aliases])].sort((a, b) => b.length - a.length);
  const descriptions = LANGUAGES.map((lang) => normalize(suggestionOf(place, lang).description));
  return {
    place,
    names,
    aliases,
    context: [...context],
    exact: new Set([...phrases, ...descriptions, normalize(place.id)]),
    phrases,
  };
}

const INDEX: readonly Indexed[] = GAZETTEER.map(indexPlace);

/**
 * How well `words` (a name) and the place's context cover the query, or null
 * when a query word is in neither or only the context matches. Whole words
 * beat prefixes, a name that starts with the query beats one that contains
 * it, and the name in the visitor's language beats other names.
 */
function nameScore(name: string, query: string, tokens: string[], context: string[], bonus: number): number | null {
  const words = name.split(' ');
  let score = 0;
  let inName = 0;
  for (const token of tokens) {
    if (words.includes(token)) {
      score += 3;
      inName += 1;
    } else if (words.some((word) => word.startsWith(token))) {
      score += 2;
      inName += 1;
    } else if (context.some((word) => word.startsWith(token))) {
      score += 0.5;
    } else {
      return null;
    }
  }
  if (inName === 0) return null;
  if (name === query) score += 8;
  else if (name.startsWith(query)) score += 5;
  else if (` ${name}`.includes(` ${query}`)) score += 2;
  return score + bonus;
}

function placeScore(entry: Indexed, query: string, tokens: string[], lang: Lang): number | null {
  const candidates: [string, number][] = [
    [entry.names[lang] ?? entry.names.en, 3],
    ...LANGUAGES.filter((other) => other !== lang).map((other): [string, number] => [entry.names[other] ?? entry.names.en, 2]),
    ...entry.aliases.map((alias): [string, number] => [alias, 1]),
  ];
  let best: number | null = null;
  for (const [name, bonus] of candidates) {
    const score = nameScore(name, query, tokens, entry.context, bonus);
    if (score !== null && (best === null || score > best)) best = score;
  }
  return best === null ? null : best + PROMINENCE[entry.place.kind] * 0.3;
}

export function suggestPlaces(input: string, lang: Lang): PlaceSuggestion[] {
  const query = normalize(input);
  if (!query) return [];
  const tokens = query.split(' ');
  return INDEX.map((entry) => ({ entry, score: placeScore(entry, query, tokens, lang) }))
    .filter((hit): hit is { entry: Indexed; score: number } => hit.score !== null)
    .sort((a, b) => b.score - a.score || nameIn(a.entry.place, lang).localeCompare(nameIn(b.entry.place, lang)))
    .slice(0, MAX_SUGGESTIONS)
    .map((hit) => suggestionOf(hit.entry.place, lang));
}

/**
 * The place a free text means: the one it names exactly (a picked suggestion
 * in any language, a name, an alias, an id), else the one whose longest name
 * or alias appears in it as whole words, so "Calle Ancha 5, Marbella" is
 * Marbella and "Puerto Banús, Marbella" is Puerto Banús. Null when none does.
 */
export function resolvePlace(text: string): GazetteerPlace | null {
  const normalized = normalize(text);
  if (!normalized) return null;
  const exact = INDEX.find((entry) => entry.exact.has(normalized));
  if (exact) return exact.place;
  const padded = ` ${normalized} `;
  let best: { entry: Indexed; length: number } | null = null;
  for (const entry of INDEX) {
    const phrase = entry.phrases.find((candidate) => padded.includes(` ${candidate} `));
    if (!phrase) continue;
    const better =
      !best ||
      phrase.length > best.length ||
      (phrase.length === best.length && PROMINENCE[entry.place.kind] > PROMINENCE[best.entry.place.kind]);
    if (better) best = { entry, length: phrase.length };
  }
  return best?.entry.place ?? null;
}

const EARTH_RADIUS_KM = 6371;

export function greatCircleKm(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road kilometres between two texts the gazetteer knows; 0 (and a log line) when it does not know one. */
export function gazetteerDistanceKm(from: string, to: string): number {
  const origin = resolvePlace(from);
  const destination = resolvePlace(to);
  if (!origin) placeNotInGazetteer(from);
  if (!destination) placeNotInGazetteer(to);
  if (!origin || !destination || origin.id === destination.id) return 0;
  return roundKm(greatCircleKm(origin, destination) * ROAD_FACTOR);
}

export const gazetteerProvider: PlacesProvider = {
  // Local and free: an autocomplete session token means nothing here.
  suggest: async (input, lang, _sessionToken) => suggestPlaces(input, lang),
  distanceKm: async (from, to) => gazetteerDistanceKm(from, to),
};
