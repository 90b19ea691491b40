/** The profile whose trail is open: its id and how its name reads in the drawer's title. */
export interface TrailTarget {
  pid: string;
  name: string;
}
