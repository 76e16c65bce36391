export { PhotoJobsPage, PhotoJobsRedirect } from './components/photo-jobs-page';
