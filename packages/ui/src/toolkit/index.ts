/**
 * The shop's toolkit: the small pieces every remote needs (a form message, a loading state, a submit
 * button, links and navigation to another module's route). A separate shared entry (@shop/ui/toolkit),
 * so the shell's first load does not carry it. New modules use these; access and account still have
 * their own copies until they move here (issue 18).
 */
export { FormAlert } from './form-alert';
export { Loading } from './loading';
export { SubmitButton } from './submit-button';
// Through the shared entry, like the other toolkit parts: a relative import would bundle a second copy of
// Chakra into the remote that provides the toolkit, whose components then miss the shell's ChakraProvider.
export { AppLink, goTo } from '@shop/ui';
export { dateLocale, formatDate, useFormatDate, type DateOptions } from '../dates';
