// https://vike.dev/route
export default '/_section/blog/@slug'
