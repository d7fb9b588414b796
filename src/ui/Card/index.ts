export { Card, CardMedia, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card';
