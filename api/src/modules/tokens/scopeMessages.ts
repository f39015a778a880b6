export const SESSION_ONLY_MESSAGE = 'API tokens cannot use this; sign in to the app instead';
export const missingScopeMessage = (scope: string) => `This API token lacks the ${scope} scope`;
