export { Carousel } from './Carousel';
export type { CarouselProps, CarouselOwnProps, CarouselItem, CarouselSlide } from './Carousel';
