import { LANGUAGES, SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID } from '@costa/domain';
import { placeNotInGazetteer } from '../../logs';
import {
  GAZETTEER,
  gazetteerDistanceKm,
  gazetteerProvider,
  greatCircleKm,
  normalize,
  resolvePlace,
  suggestionOf,
  suggestPlaces,
} from './gazetteer';

jest.mock('../../logs');

beforeEach(() => jest.clearAllMocks());

const descriptions = (input: string, lang: (typeof LANGUAGES)[number] = 'en') =>
  suggestPlaces(input, lang).map((suggestion) => suggestion.description);
const byId = (id: string) => GAZETTEER.find((place) => place.id === id)!;

describe('gazetteer data', () => {
  it('holds 40 to 60 places with unique ids', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(40);
    expect(GAZETTEER.length).toBeLessThanOrEqual(60);
    expect(new Set(GAZETTEER.map((place) => place.id)).size).toBe(GAZETTEER.length);
  });

  it('places everything on the coast between Gibraltar and Nerja, to at most 4 decimals', () => {
    for (const place of GAZETTEER) {
      expect(place.lat).toBeGreaterThan(36.1);
      expect(place.lat).toBeLessThan(36.8);
      expect(place.lng).toBeGreaterThan(-5.4);
      expect(place.lng).toBeLessThan(-3.8);
      expect(Math.round(place.lat * 1e4) / 1e4).toBe(place.lat);
      expect(Math.round(place.lng * 1e4) / 1e4).toBe(place.lng);
    }
  });

  it('knows the showroom by its place id, with the showroom address as its description', () => {
    const showroom = suggestionOf(byId(SHOWROOM_PLACE_ID), 'de');
    expect(showroom).toEqual({
      placeId: SHOWROOM_PLACE_ID,
      description: SHOWROOM_ADDRESS,
      mainText: 'Costa Prestige showroom',
      secondaryText: 'Av. Ricardo Soriano 72, 29601 Marbella',
      types: ['car_rental', 'point_of_interest', 'establishment'],
    });
  });

  it('has the airports, marinas, towns and hotels visitors name most', () => {
    for (const text of ['AGP', 'Gibraltar Airport', 'Puerto Banús', 'Sotogrande Marina', 'Estepona', 'Ronda', 'Marbella Club Hotel', 'Finca Cortesin']) {
      expect(resolvePlace(text)).not.toBeNull();
    }
  });
});

describe('normalize', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalize("  Aéroport d'MÁLAGA-Costa (AGP) ")).toBe('aeroport d malaga costa agp');
    expect(normalize('Straße')).toBe('strasse');
  });
});

describe('suggestions', () => {
  it('gives Marbella places for "marb", Marbella itself first, at most 5', () => {
    const found = descriptions('marb');
    expect(found[0]).toBe('Marbella, Málaga, Spain');
    expect(found.length).toBe(5);
    for (const description of found) expect(description).toMatch(/Marbella/);
  });

  it('finds Puerto Banús from "Puerto Ban" and from prefixes of each word', () => {
    expect(descriptions('Puerto Ban')[0]).toBe('Puerto Banús, Marbella, Spain');
    expect(descriptions('puer ban')[0]).toBe('Puerto Banús, Marbella, Spain');
  });

  it('ignores accents and case in what is typed', () => {
    expect(descriptions('benahavis')).toEqual(descriptions('BENAHAVÍS'));
    expect(descriptions('benahavis')[0]).toBe('Benahavís, Málaga, Spain');
  });

  it.each(['Aeropuerto de Málaga', 'Flughafen Malaga', 'Aéroport de Malaga', 'Aeroporto di Malaga', 'malaga airport', 'AGP'])(
    'knows Málaga Airport as "%s", and describes it in the visitor language',
    (typed) => {
      expect(descriptions(typed, 'en')[0]).toBe('Málaga Airport (AGP), Málaga, Spain');
      expect(descriptions(typed, 'es')[0]).toBe('Aeropuerto de Málaga-Costa del Sol (AGP), Málaga, España');
    },
  );

  it('writes names and countries as each language does', () => {
    expect(descriptions('Golden Mile', 'de')[0]).toBe('Goldene Meile, Marbella, Spanien');
    expect(descriptions('Gibraltar airport', 'it')[0]).toBe('Aeroporto internazionale di Gibilterra (GIB), Gibilterra');
    expect(descriptions('Malaga port', 'fr')[0]).toBe('Port de Malaga, Malaga, Espagne');
  });

  it('ranks a name that starts with the input above one that only contains it', () => {
    const found = descriptions('marbella');
    expect(found.indexOf('Marbella Marina, Marbella, Spain')).toBeLessThan(found.indexOf('Amàre Beach Hotel Marbella, Marbella, Spain'));
  });

  it('lets the town narrow a search: "hotel marbella" gives hotels in Marbella', () => {
    const found = suggestPlaces('hotel marbella', 'en');
    expect(found.length).toBeGreaterThan(0);
    for (const suggestion of found) {
      expect(suggestion.types).toContain('lodging');
      expect(suggestion.secondaryText).toBe('Marbella, Spain');
    }
  });

  it('finds a picked suggestion again from its whole description', () => {
    expect(descriptions('Aeropuerto de Málaga-Costa del Sol (AGP), Málaga, España', 'es')[0]).toBe(
      'Aeropuerto de Málaga-Costa del Sol (AGP), Málaga, España',
    );
  });

  it('suggests nothing for a word it does not know', () => {
    expect(suggestPlaces('Calle Ancha 5, Marbella', 'en')).toEqual([]);
    expect(suggestPlaces('zzzz', 'en')).toEqual([]);
    expect(suggestPlaces(' !! ', 'en')).toEqual([]);
  });

  it('answers through the provider interface', async () => {
    await expect(gazetteerProvider.suggest('Puerto Ban', 'fr')).resolves.toEqual([
      {
        placeId: 'gz-puerto-banus',
        description: 'Puerto Banús, Marbella, Espagne',
        mainText: 'Puerto Banús',
        secondaryText: 'Marbella, Espagne',
        types: ['marina', 'point_of_interest', 'establishment'],
      },
    ]);
  });
});

describe('resolving a free text to a place', () => {
  it.each([
    [SHOWROOM_ADDRESS, SHOWROOM_PLACE_ID],
    [SHOWROOM_PLACE_ID, SHOWROOM_PLACE_ID],
    ['Flughafen Málaga (AGP), Málaga, Spanien', 'gz-malaga-airport'],
    ['Marbella', 'gz-marbella'],
    ['Calle Ancha 5, Marbella', 'gz-marbella'],
    ['Puerto Banús, Marbella', 'gz-puerto-banus'],
    ['Villa 12, La Zagaleta, Benahavís', 'gz-la-zagaleta'],
    ['Marbella Club Hotel, Bulevar Príncipe Alfonso von Hohenlohe, Marbella', 'gz-marbella-club'],
    ['gz-estepona', 'gz-estepona'],
  ])('resolves "%s" to %s', (text, id) => {
    expect(resolvePlace(text)?.id).toBe(id);
  });

  it('matches whole words only, and knows nothing else', () => {
    expect(resolvePlace('Marbellaville 3')).toBeNull();
    expect(resolvePlace('Rue de Rivoli, Paris')).toBeNull();
    expect(resolvePlace('   ')).toBeNull();
  });
});

describe('distance', () => {
  const marbella = 'Marbella, Málaga, Spain';
  const airport = 'Málaga Airport (AGP), Málaga, Spain';

  it('is about a road trip: 1 degree of latitude is about 111 km in a straight line', () => {
    expect(greatCircleKm({ lat: 36, lng: -5 }, { lat: 37, lng: -5 })).toBeCloseTo(111.2, 0);
  });

  it('puts Marbella 50 to 65 km by road from Málaga Airport, the same both ways', () => {
    const km = gazetteerDistanceKm(marbella, airport);
    expect(km).toBeGreaterThanOrEqual(50);
    expect(km).toBeLessThanOrEqual(65);
    expect(gazetteerDistanceKm(airport, marbella)).toBe(km);
    expect(gazetteerDistanceKm(SHOWROOM_ADDRESS, airport)).toBeGreaterThanOrEqual(50);
  });

  it('puts Puerto Banús 7 to 10 km from Marbella centre', () => {
    const km = gazetteerDistanceKm('Puerto Banús', 'Calle Ancha 5, Marbella');
    expect(km).toBeGreaterThanOrEqual(7);
    expect(km).toBeLessThanOrEqual(10);
  });

  it('puts Gibraltar farther than Estepona, which is farther than Puerto Banús', () => {
    const from = (to: string) => gazetteerDistanceKm(SHOWROOM_ADDRESS, to);
    expect(from('Gibraltar Airport')).toBeGreaterThan(from('Estepona'));
    expect(from('Estepona')).toBeGreaterThan(from('Puerto Banús'));
  });

  it('answers kilometres to one decimal', () => {
    const km = gazetteerDistanceKm('Puerto Banús', airport);
    expect(Math.round(km * 10) / 10).toBe(km);
  });

  it('is 0 between two texts for the same place', () => {
    expect(gazetteerDistanceKm('Calle Ancha 5, Marbella', marbella)).toBe(0);
  });

  it('is 0 when a text names no known place, and logs that text', async () => {
    await expect(gazetteerProvider.distanceKm('Rue de Rivoli, Paris', marbella)).resolves.toBe(0);
    expect(placeNotInGazetteer).toHaveBeenCalledWith('Rue de Rivoli, Paris');
    expect(placeNotInGazetteer).toHaveBeenCalledTimes(1);
  });
});
