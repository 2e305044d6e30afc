/**
 * This action's version: in the User-Agent and in every signed statement. Kept equal to package.json's (a test compares
 * them).
 */
export const ACTION_VERSION = '1.0.0'
