// https://vike.dev/route
export default '/@slug'
