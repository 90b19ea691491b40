export const language = {
  language: {
    /** The group of language buttons, for screen readers. */
    label: 'Language',
    /** Sign-up: above the buttons. */
    choose: 'Choose your language',
    saveFailed: 'Your language could not be saved to your account. It is used on this device.',
  },
};
