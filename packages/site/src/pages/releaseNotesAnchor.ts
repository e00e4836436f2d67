/** The anchor of a driver's versions on the finder, which its row in the drivers table links to. */
export const releaseNotesAnchor = (driverId: string | number) => `release-notes-${driverId}`;
