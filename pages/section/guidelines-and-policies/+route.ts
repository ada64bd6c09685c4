// https://vike.dev/route
export default '/_section/guidelines-and-policies'
