export { RecordingsPage } from './components/recordings-page';
export { RecordingPage } from './components/recording-page';
