import type { Place, PlaceSearchQuery } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { FoundPlace, Gazetteer } from './gazetteer';
import { sharedGazetteer, zoneAt } from './place-data';

/**
 * Searches a member may make (a search a quarter of a second after typing stops; choosing a place
 * takes a handful): generous for a family, a stop for anyone copying the gazetteer out.
 */
export const PLACE_SEARCH_LIMIT: Limit = { max: 300, windowSeconds: 10 * 60 };

export interface PlacesDeps {
  limits: RateLimitStore;
  limit?: Limit;
  /** The gazetteer (tests may give a small one); the process's shared one by default. */
  gazetteer?: () => Promise<Gazetteer>;
  /** The zone at a point (tests); geo-tz's by default. */
  zoneAt?: (lat: number, lon: number) => string;
}

/** Birth places as a family types one: the gazetteer's best matches, each with its IANA zone. */
export class PlacesService {
  /** Zones already worked out, by place id (a place's zone does not change while the process runs). */
  private readonly zones = new Map<string, string>();

  constructor(private readonly deps: PlacesDeps) {}

  async search(user: AuthUser, query: PlaceSearchQuery): Promise<Place[]> {
    await enforceRateLimit(
      this.deps.limits,
      [`places:user:${user.id}`],
      this.deps.limit ?? PLACE_SEARCH_LIMIT,
    );
    const gazetteer = await (this.deps.gazetteer ?? sharedGazetteer)();
    return gazetteer.search(query.q, query.limit).map((place) => ({ ...place, tz: this.zoneOf(place) }));
  }

  /** Worked out for the places answered only, never for the whole gazetteer. */
  private zoneOf(place: FoundPlace): string {
    let zone = this.zones.get(place.id);
    if (zone === undefined) {
      zone = (this.deps.zoneAt ?? zoneAt)(place.lat, place.lon);
      this.zones.set(place.id, zone);
    }
    return zone;
  }
}
