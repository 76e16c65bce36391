export { SecondFactorEnrolment } from './components/enrolment';
