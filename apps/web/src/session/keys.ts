/** localStorage keys of the session (spec 3 "Session data kept locally", plus hasPassword and profileId). */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  name: 'name',
  userPic: 'userPic',
  myplan: 'myplan',
  isAdmin: 'isAdmin',
  hasPassword: 'hasPassword',
  profileId: 'profileId',
} as const;

/**
 * Spec 4: logout clears token, userId, name, userPic and isAdmin. hasPassword and profileId belong
 * to the signed-in user too, so they go with them. myplan is left as the spec says; every sign-in rewrites it.
 */
export const LOGOUT_KEYS = [
  SESSION_KEYS.token,
  SESSION_KEYS.userId,
  SESSION_KEYS.name,
  SESSION_KEYS.userPic,
  SESSION_KEYS.isAdmin,
  SESSION_KEYS.hasPassword,
  SESSION_KEYS.profileId,
] as const;
